/**
 * A link's QR code as a file of its own, made from the code the page shows (qrcode.react's SVG,
 * drawn without a margin inside a white padded box): the same code on a white quiet zone of
 * `margin` pixels, as SVG text or as a PNG `scale` times as large, for print.
 */
export function standaloneSvg(svg: SVGSVGElement, margin: number): string {
  const size = Number(svg.getAttribute('width'));
  const whole = size + 2 * margin;
  const code = svg.cloneNode(true) as SVGSVGElement;
  // The page's own attributes (its class, its role) mean nothing in a file; its title stays.
  for (const name of ['class', 'role', 'aria-label', 'style']) code.removeAttribute(name);
  code.setAttribute('x', String(margin));
  code.setAttribute('y', String(margin));
  const inner = new XMLSerializer().serializeToString(code);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${whole}" height="${whole}" viewBox="0 0 ${whole} ${whole}">` +
    `<rect width="${whole}" height="${whole}" fill="#ffffff"/>${inner}</svg>`
  );
}

/** The SVG drawn on a canvas `scale` times its size, as a PNG. */
export async function pngOf(svgText: string, scale = 4): Promise<Blob> {
  const url = URL.createObjectURL(new Blob([svgText], { type: 'image/svg+xml' }));
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = image.naturalWidth * scale;
    canvas.height = image.naturalHeight * scale;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('qr download: no 2d canvas');
    context.drawImage(image, 0, 0, canvas.width, canvas.height);
    return await new Promise<Blob>((resolve, reject) => {
      canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('qr download: no PNG'))), 'image/png');
    });
  } finally {
    URL.revokeObjectURL(url);
  }
}

/** Hands a file to the browser's downloads under `name`. */
export function saveFile(file: Blob, name: string): void {
  const url = URL.createObjectURL(file);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = name;
  anchor.hidden = true;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // Some browsers read the address a moment after the click: it goes once the download surely started.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
