import type Sharp from 'sharp';

let loading: Promise<typeof Sharp> | null = null;

/**
 * sharp, loaded with the first image to re-encode: libvips holds about 27 MB of resident memory, which a
 * server that receives no upload should not carry (issue 19's idle budget).
 */
export function loadSharp(): Promise<typeof Sharp> {
  loading ??= import('sharp').then((module) => module.default);
  return loading;
}
