import { describe, expect, it, vi } from 'vitest';
import { dimensoesReduzidas, type ImagemDeps, reduzirImagem } from './reduzir-imagem';

const photo = (bytes: number, name = 'IMG_2041.JPG', type = 'image/jpeg') =>
  new File([new Uint8Array(bytes)], name, { type });

/** A fake decoder of the given size and an encoder that returns `out` bytes, recording its call. */
function fakeDeps(width: number, height: number, out: number) {
  const close = vi.fn();
  const encode = vi.fn<ImagemDeps['encode']>(
    async () => new Blob([new Uint8Array(out)], { type: 'image/jpeg' }),
  );
  const deps: ImagemDeps = { decode: async () => ({ width, height, close }), encode };
  return { deps, encode, close };
}

describe('dimensoesReduzidas', () => {
  it('fits the longest side in 1600 px keeping the proportion', () => {
    expect(dimensoesReduzidas(4032, 3024)).toEqual({ width: 1600, height: 1200 });
    expect(dimensoesReduzidas(3024, 4032)).toEqual({ width: 1200, height: 1600 });
  });
  it('never enlarges a small image', () => {
    expect(dimensoesReduzidas(800, 600)).toEqual({ width: 800, height: 600 });
  });
});

describe('reduzirImagem', () => {
  it('turns a 12 MP phone photo into a 1600 px JPEG at quality 0.8, named .jpg', async () => {
    const { deps, encode, close } = fakeDeps(4032, 3024, 350_000);
    const out = await reduzirImagem(photo(4_800_000), { deps });
    expect(encode).toHaveBeenCalledWith(expect.anything(), 1600, 1200, 0.8);
    expect(out.type).toBe('image/jpeg');
    expect(out.name).toBe('IMG_2041.jpg');
    expect(out.size).toBe(350_000);
    expect(close).toHaveBeenCalled();
  });

  it('re-encodes a large PNG screenshot to JPEG even when its size already fits', async () => {
    const { deps, encode } = fakeDeps(1200, 900, 200_000);
    const out = await reduzirImagem(photo(2_000_000, 'tela.png', 'image/png'), { deps });
    expect(encode).toHaveBeenCalledWith(expect.anything(), 1200, 900, 0.8);
    expect(out.name).toBe('tela.jpg');
    expect(out.size).toBe(200_000);
  });

  it('keeps a small photo that re-encoding would not make smaller', async () => {
    const file = photo(90_000);
    const { deps } = fakeDeps(800, 600, 120_000);
    expect(await reduzirImagem(file, { deps })).toBe(file);
  });

  it('leaves what it cannot draw to the form and the server (not an image, GIF, undecodable)', async () => {
    const { deps, encode } = fakeDeps(10, 10, 1);
    const pdf = photo(5000, 'laudo.pdf', 'application/pdf');
    const gif = photo(5000, 'anim.gif', 'image/gif');
    expect(await reduzirImagem(pdf, { deps })).toBe(pdf);
    expect(await reduzirImagem(gif, { deps })).toBe(gif);
    expect(encode).not.toHaveBeenCalled();
    const broken = photo(5000);
    const failing: ImagemDeps = { ...deps, decode: () => Promise.reject(new Error('corrupt')) };
    expect(await reduzirImagem(broken, { deps: failing })).toBe(broken);
  });
});
