// Brother PES reader: any PES version, read through its PEC block (see pec.ts), which every
// version carries and machines sew from; a bare PEC file ("#PEC0001") is read the same way.
import { ByteReader } from '../bytes';
import type { ReadDesign } from '../assemble';
import { readPec } from './pec';
import { pesLimits } from './writer';

export { pesLimits };

export function readPes(bytes: Uint8Array): ReadDesign {
  const reader = new ByteReader(bytes, 'PES');
  const magic = reader.ascii(8);
  if (magic === '#PEC0001') return readPec(bytes, 8, 'PES');
  if (!magic.startsWith('#PES')) reader.fail('it does not start with #PES');
  return readPec(bytes, reader.u32le(), 'PES');
}
