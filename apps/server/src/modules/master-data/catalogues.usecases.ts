import {
  costCentreFilterSchema,
  validateCostCentre,
  validateTag,
  validateVorgang,
  type costCentreAddSchema,
  type costCentreEditSchema,
  type vorgangAddSchema,
} from '@belegfluss/shared';
import type { z } from 'zod';
import { assertValid } from '../../kernel/validation.js';
import type { Db } from '../../kernel/database.js';
import { createCataloguesRepository } from './catalogues.repository.js';
import {
  costCentreExists,
  costCentreNotFound,
  deleteNoResults,
  filterInvalid,
  tagExists,
  tagNotFound,
  vorgangExists,
  vorgangNotFound,
} from './master-data.errors.js';
import { databaseErrorCode, UNIQUE_VIOLATION } from '../../kernel/sql.js';

async function mapUnique<T>(work: () => Promise<T>, error: () => Error): Promise<T> {
  try {
    return await work();
  } catch (caught) {
    if (databaseErrorCode(caught) === UNIQUE_VIOLATION) throw error();
    throw caught;
  }
}

/** The cost-centre list filter travels base64-encoded (spec 002, section 7): JSON, then base64. */
export function decodeCostCentreFilter(encoded: string | undefined) {
  if (!encoded) return costCentreFilterSchema.parse({});
  let json: unknown;
  try {
    const text = Buffer.from(encoded, 'base64').toString('utf8');
    if (Buffer.from(text, 'utf8').toString('base64').replace(/=+$/, '') !== encoded.replace(/=+$/, '')) {
      throw new Error('not base64');
    }
    json = JSON.parse(text);
  } catch {
    throw filterInvalid();
  }
  const parsed = costCentreFilterSchema.safeParse(json);
  if (!parsed.success) throw filterInvalid();
  return parsed.data;
}

/** `/kostenstellen`, `/fields` (tags) and `/vorgang` (process types). */
export function createCataloguesUseCases({ db }: { db: Db }) {
  const repository = createCataloguesRepository({ db });

  return {
    async listCostCentres(mandantId: string, encodedFilter: string | undefined) {
      return repository.listCostCentres({ mandantId, ...decodeCostCentreFilter(encodedFilter) });
    },

    /** Numbers are unique per kind; an existing number is overwritten only when the caller said so. */
    async addCostCentre(input: z.output<typeof costCentreAddSchema>) {
      assertValid(validateCostCentre(input));
      const number = input.number.trim();
      const existing = await repository.findCostCentreByNumber(input.mandantId, input.kind, number);
      if (existing && !input.overwrite) throw costCentreExists({ id: existing.id });
      if (existing) {
        return (await repository.updateCostCentre(input.mandantId, existing.id, {
          kind: input.kind,
          number,
          name: input.name.trim(),
          active: input.active,
        }))!;
      }
      return mapUnique(
        () =>
          repository.insertCostCentre({
            mandantId: input.mandantId,
            kind: input.kind,
            number,
            name: input.name.trim(),
            active: input.active,
          }),
        costCentreExists,
      );
    },

    async editCostCentre(input: z.output<typeof costCentreEditSchema>) {
      assertValid(validateCostCentre(input));
      const number = input.number.trim();
      const clash = await repository.findCostCentreByNumber(input.mandantId, input.kind, number);
      if (clash && clash.id !== input.id) throw costCentreExists({ id: clash.id });
      const updated = await mapUnique(
        () =>
          repository.updateCostCentre(input.mandantId, input.id, {
            kind: input.kind,
            number,
            name: input.name.trim(),
            active: input.active,
          }),
        costCentreExists,
      );
      if (!updated) throw costCentreNotFound();
      return updated;
    },

    async deleteCostCentres(mandantId: string, ids: string[]) {
      const deleted = await repository.deleteCostCentres(mandantId, ids);
      if (deleted === 0) throw deleteNoResults();
      return { deleted };
    },

    listTags: repository.listTags,

    async addTag(mandantId: string, name: string) {
      assertValid(validateTag({ name }));
      if (await repository.findTagByName(mandantId, name.trim())) throw tagExists();
      return mapUnique(() => repository.insertTag(mandantId, name.trim()), tagExists);
    },

    async updateTag(mandantId: string, id: string, name: string) {
      assertValid(validateTag({ name }));
      const clash = await repository.findTagByName(mandantId, name.trim());
      if (clash && clash.id !== id) throw tagExists();
      const updated = await mapUnique(() => repository.updateTag(mandantId, id, name.trim()), tagExists);
      if (!updated) throw tagNotFound();
      return updated;
    },

    async deleteTag(mandantId: string, id: string) {
      if ((await repository.deleteTag(mandantId, id)) === 0) throw tagNotFound();
      return { deleted: 1 };
    },

    listVorgangTypes: repository.listVorgangTypes,

    async saveVorgangType(input: z.output<typeof vorgangAddSchema> & { id?: string }) {
      const kuerzel = input.kuerzel.trim();
      assertValid(validateVorgang(input));
      const clash = await repository.findVorgangTypeByKuerzel(input.mandantId, kuerzel);
      if (clash && clash.id !== input.id) throw vorgangExists();
      const values = {
        kuerzel,
        name: input.name.trim(),
        description: input.description.trim(),
        prefix: input.prefix.trim(),
        nextNumber: input.nextNumber,
        active: input.active,
      };
      if (!input.id) {
        return mapUnique(
          () => repository.insertVorgangType({ ...values, mandantId: input.mandantId }),
          vorgangExists,
        );
      }
      const id = input.id;
      const updated = await mapUnique(
        () => repository.updateVorgangType(input.mandantId, id, values),
        vorgangExists,
      );
      if (!updated) throw vorgangNotFound();
      return updated;
    },

    async deleteVorgangType(mandantId: string, id: string) {
      if ((await repository.deleteVorgangType(mandantId, id)) === 0) throw vorgangNotFound();
      return { deleted: 1 };
    },
  };
}
