// The same keys on the Latin (QWERTY) and Russian (ЙЦУКЕН) layouts, so text typed with the wrong layout can be read.
const latin = '`qwertyuiop[]asdfghjkl;\'zxcvbnm,.~QWERTYUIOP{}ASDFGHJKL:"ZXCVBNM<>'
const russian = 'ёйцукенгшщзхъфывапролджэячсмитьбюЁЙЦУКЕНГШЩЗХЪФЫВАПРОЛДЖЭЯЧСМИТЬБЮ'
const toRussian = new Map([...latin].map((c, i) => [c, russian[i]]))

/** «pfzdrb» → «заявки». Characters without a counterpart stay as they are. */
export function latinLayoutToRussian(text: string) {
  return [...text].map((c) => toRussian.get(c) ?? c).join('')
}

/** Whether the text may have been typed in the Latin layout by mistake (it has Latin letters). */
export const hasLatinLetters = (text: string) => /[a-z]/i.test(text)
