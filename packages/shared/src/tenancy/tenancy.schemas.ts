import { z } from 'zod';

/** The query of every call that works on one Mandant's data. */
export const mandantQuerySchema = z.object({ mandantId: z.uuid() });
