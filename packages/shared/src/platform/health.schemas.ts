import { z } from 'zod';

export const componentHealthSchema = z.object({
  ok: z.boolean(),
  detail: z.string().optional(),
});

export const toolHealthSchema = z.object({
  available: z.boolean(),
  version: z.string().nullable(),
});

export const healthResponseSchema = z.object({
  status: z.enum(['ok', 'degraded', 'down']),
  version: z.string(),
  processMode: z.enum(['all', 'web', 'worker']),
  database: componentHealthSchema.extend({ kind: z.enum(['pglite', 'postgres']), latencyMs: z.number() }),
  storage: componentHealthSchema.extend({ driver: z.string() }),
  jobs: componentHealthSchema.extend({ waiting: z.number(), running: z.number(), workers: z.boolean() }),
  ocr: z.object({
    enabled: z.boolean(),
    tesseract: toolHealthSchema.extend({ languages: z.array(z.string()) }),
    pdftoppm: toolHealthSchema,
    pdftotext: toolHealthSchema,
  }),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;
