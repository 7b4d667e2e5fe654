/**
 * A catalogue area in a language other than English: the same nested keys as its English file
 * (`common/i18n/en/<area>.ts`), each text translated. The completeness test
 * (`common/i18n/catalogues.test.ts`) checks the keys, placeholders, tags and plural forms.
 */
export type TCatalogueValue = string | readonly TCatalogueValue[] | TCatalogueArea;

export interface TCatalogueArea {
  readonly [key: string]: TCatalogueValue;
}
