import { describe, expect, it } from 'vitest';
import { fitWithin, MAX_PHOTO_SIDE } from './image-compression.ts';

describe('photo compression sizing', () => {
  it('brings the longest side down to 1600 px and keeps the proportions', () => {
    expect(MAX_PHOTO_SIDE).toBe(1600);
    expect(fitWithin(4000, 3000)).toEqual({ width: 1600, height: 1200 });
    expect(fitWithin(3024, 4032)).toEqual({ width: 1200, height: 1600 });
    expect(fitWithin(4624, 2080)).toEqual({ width: 1600, height: 720 });
  });

  it('never enlarges a small photo, and never rounds a side to zero', () => {
    expect(fitWithin(800, 600)).toEqual({ width: 800, height: 600 });
    expect(fitWithin(1600, 900)).toEqual({ width: 1600, height: 900 });
    expect(fitWithin(20000, 5)).toEqual({ width: 1600, height: 1 });
  });
});
