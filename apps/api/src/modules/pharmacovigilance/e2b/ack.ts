import { XMLParser } from 'fast-xml-parser';

/**
 * An ICH E2B(R3) acknowledgement (`MCCI_IN200101UV01`, the `.ack` the gateway returns): the batch's
 * code (ACK.A.4: AA, AE, AR) and, per message, the message number it answers (ACK.B.r.1), its code
 * (ACK.B.r.6: CA accepted, CR rejected, AR error) and the gateway's comment (ACK.B.r.7).
 */
export interface ParsedAck {
  batchId: string | null;
  batchCode: string | null;
    /** The message number's parts: some gateways answer "N.2.r.1 C.1.1" in one value. */
  messages: { messageIds: string[]; code: string; accepted: boolean; message: string | null }[];
}

type Node = Record<string, unknown>;
const arrayOf = (v: unknown): Node[] => (Array.isArray(v) ? v : v === undefined ? [] : [v]) as Node[];
const child = (n: Node | undefined, key: string): Node | undefined => arrayOf(n?.[key])[0];
const attr = (n: Node | undefined, key: string): string | null => {
  const v = n?.[`@_${key}`];
  return typeof v === 'string' || typeof v === 'number' ? String(v) : null;
};
const textOf = (n: Node | undefined): string | null => {
  if (n === undefined) return null;
  if (typeof n !== 'object') return String(n);
  const t = n['#text'];
  return typeof t === 'string' || typeof t === 'number' ? String(t) : null;
};

const parser = new XMLParser({
  ignoreAttributes: false, attributeNamePrefix: '@_', removeNSPrefix: true, parseTagValue: false, parseAttributeValue: false,
  trimValues: true, isArray: (name) => name === 'MCCI_IN000002UV01',
});

/** Undefined when the file is not an acknowledgement (or declares a DTD: entities are refused outright). */
export function parseAck(xml: string): ParsedAck | undefined {
  if (/<!DOCTYPE|<!ENTITY/i.test(xml)) return undefined;
  let doc: Node;
  try {
    doc = parser.parse(xml) as Node;
  } catch {
    return undefined;
  }
  const root = child(doc, 'MCCI_IN200101UV01');
  if (!root) return undefined;
  const batchAck = child(root, 'acknowledgement');
  const messages = arrayOf(root.MCCI_IN000002UV01).flatMap((m) => {
    const ack = child(m, 'acknowledgement');
    const messageId = attr(child(child(ack, 'targetMessage'), 'id'), 'extension');
    const code = attr(ack, 'typeCode');
    if (!messageId || !code) return [];
    const detail = textOf(child(child(ack, 'acknowledgementDetail'), 'text'));
    return [{ messageIds: messageId.split(/\s+/).filter(Boolean), code, accepted: code === 'CA', message: detail }];
  });
  return {
    batchId: attr(child(child(batchAck, 'targetBatch'), 'id'), 'extension'),
    batchCode: attr(batchAck, 'typeCode'),
    messages,
  };
}
