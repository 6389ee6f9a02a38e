import { type mandantCreateSchema, type mandantSaveSchema, validateMandantName } from '@belegfluss/shared';
import type { z } from 'zod';
import type { Db } from '../../kernel/database.js';
import { createErrorFactory } from '../../kernel/errors.js';
import { assertValid } from '../../kernel/validation.js';
import { createAccountChartUseCases } from '../master-data/index.js';
import { createMandantenRepository, type MandantFields } from './mandanten.repository.js';

const mandantExists = createErrorFactory('administration.mandant_exists');
export const mandantNotFound = createErrorFactory('tenancy.mandant_not_found');

const fields = (
  input: z.output<typeof mandantSaveSchema> | z.output<typeof mandantCreateSchema>,
): MandantFields => ({
  mandnr: input.mandnr,
  betriebnr: input.betriebnr,
  name: input.name.trim(),
  fibu: input.fibu,
  active: input.active,
  street: input.street.trim(),
  zip: input.zip.trim(),
  city: input.city.trim(),
  countryCode: input.countryCode.trim().toUpperCase(),
  taxNumber: input.taxNumber.trim(),
  vatId: input.vatId.trim().toUpperCase(),
  fiscalYearStartMonth: input.fiscalYearStartMonth,
});

/** Changing and creating Mandanten of the administrator's Kanzlei (number unique per Kanzlei). */
export function createMandantenUseCases({ db }: { db: Db }) {
  const mandanten = createMandantenRepository({ db });
  const accountCharts = createAccountChartUseCases({ db });

  return {
    async save(kanzleiId: string, input: z.output<typeof mandantSaveSchema>) {
      assertValid(validateMandantName(input));
      if (!(await mandanten.info(kanzleiId, input.id))) throw mandantNotFound();
      if (await mandanten.numberTaken(kanzleiId, input.mandnr, input.betriebnr, input.id))
        throw mandantExists();
      await mandanten.save(input.id, fields(input));
      return (await mandanten.info(kanzleiId, input.id))!;
    },

    /** A new Mandant, optionally booking in SKR03 or SKR04 and starting with its accounts. */
    async create(kanzleiId: string, input: z.output<typeof mandantCreateSchema>) {
      assertValid(validateMandantName(input));
      if (await mandanten.numberTaken(kanzleiId, input.mandnr, input.betriebnr)) throw mandantExists();
      const id = await mandanten.create(kanzleiId, fields(input), input.accountFrame);
      if (input.accountFrame) await accountCharts.apply(id, input.accountFrame);
      return (await mandanten.info(kanzleiId, id))!;
    },
  };
}
