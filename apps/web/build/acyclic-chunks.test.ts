import { describe, expect, it } from 'vitest';
import { chunkCycle } from './acyclic-chunks.ts';

describe('chunkCycle', () => {
  it('finds no circle in chunks that only import downwards', () => {
    expect(
      chunkCycle([
        { fileName: 'page.js', imports: ['icons.js', 'mui.js', 'index.js'] },
        { fileName: 'icons.js', imports: ['mui.js'] },
        { fileName: 'mui.js', imports: ['index.js'] },
        { fileName: 'index.js', imports: [] },
      ]),
    ).toBeNull();
  });

  it('names the files of a circle', () => {
    expect(
      chunkCycle([
        { fileName: 'page.js', imports: ['icons.js'] },
        { fileName: 'icons.js', imports: ['mui.js'] },
        { fileName: 'mui.js', imports: ['index.js', 'icons.js'] },
        { fileName: 'index.js', imports: [] },
      ]),
    ).toEqual(['icons.js', 'mui.js', 'icons.js']);
  });
});
