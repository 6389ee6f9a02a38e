import { z } from 'zod';

/**
 * A yes/no query parameter: "true"/"1" or "false"/"0"; anything else is refused with
 * `platform.invalid_flag`. Query strings carry text, and z.coerce.boolean would read "false" as true.
 */
export const queryFlag = z
  .enum(['true', 'false', '1', '0'], { error: 'platform.invalid_flag' })
  .transform((value) => value === 'true' || value === '1');
