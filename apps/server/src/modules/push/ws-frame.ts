// A WebSocket text frame encoded once and written as it is to every socket of a channel (issue 4
// "Speed": the fan-out lever after serializing once). RFC 6455 §5.2: FIN set, opcode 1 (text), no
// mask (server to client), the payload length in 7, 7+16 or 7+64 bits. Only for sockets without
// per-message compression: the push endpoint's server never negotiates it.

const FIN_TEXT = 0x81;
const LENGTH_16 = 126;
const LENGTH_64 = 127;

/** The whole frame (header and payload) of one unfragmented, unmasked text message. */
export function encodeTextFrame(payload: Buffer | string): Buffer {
  const length = typeof payload === 'string' ? Buffer.byteLength(payload) : payload.length;
  const headerBytes = length < LENGTH_16 ? 2 : length <= 0xffff ? 4 : 10;
  const frame = Buffer.allocUnsafe(headerBytes + length);
  frame[0] = FIN_TEXT;
  if (headerBytes === 2) {
    frame[1] = length;
  } else if (headerBytes === 4) {
    frame[1] = LENGTH_16;
    frame.writeUInt16BE(length, 2);
  } else {
    frame[1] = LENGTH_64;
    frame.writeBigUInt64BE(BigInt(length), 2);
  }
  if (typeof payload === 'string') frame.write(payload, headerBytes);
  else payload.copy(frame, headerBytes);
  return frame;
}
