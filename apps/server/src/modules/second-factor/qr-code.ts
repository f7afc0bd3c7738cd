import { renderSVG } from 'uqr'

/**
 * The otpauth:// URL as a QR code in SVG, drawn on the server: the browser shows it as an image and carries no QR
 * library (ADR 0029). Medium error correction and a quiet zone of four modules, as phone cameras like it.
 */
export const qrCodeSvg = (text: string) => renderSVG(text, { ecc: 'M', border: 4 })
