import { hasLatinLetters, latinLayoutToRussian } from './keyboard-layout'

/** Only this many words of a text take part: a pasted page must not turn into a giant query. */
const QUERY_WORDS_MAX = 12
const WORD_LENGTH_MAX = 40

/** The words of a text (letters and digits, lower case); everything else, quotes and SQL included, is dropped. */
export function queryWords(text: string): string[] {
  const words =
    text
      .toLowerCase()
      .replaceAll('ё', 'е')
      .match(/[\p{L}\p{N}]+/gu) ?? []
  return words.filter((w) => w.length <= WORD_LENGTH_MAX).slice(0, QUERY_WORDS_MAX)
}

/** The words as typed and, when the text has Latin letters, as read in the Russian layout («pfzdrb» → «заявки»). */
export function queryVariants(text: string): string[][] {
  const variants = [queryWords(text)]
  if (hasLatinLetters(text)) variants.push(queryWords(latinLayoutToRussian(text)))
  return variants.filter((words) => words.length > 0)
}

/** Each variant with every word replaced by its closest vocabulary word; only the variants that changed. */
export function correctedVariants(variants: string[][], closest: Map<string, string>): string[] {
  const texts = variants.map((words) => words.join(' '))
  return variants
    .map((words) => words.map((w) => closest.get(w) ?? w).join(' '))
    .filter((text) => text && !texts.includes(text))
}
