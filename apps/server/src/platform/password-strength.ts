/** The shortest password an administrator may set. */
export const MIN_PASSWORD_LENGTH = 12

/**
 * Why a password is too weak for an account, in Russian, or null when it will do: long enough, of at least three
 * kinds of characters, and neither a published demo password nor the account's own name.
 */
export function passwordWeakness(password: string, avoid: string[] = []): string | null {
  if (password.length < MIN_PASSWORD_LENGTH) return `Пароль должен быть не короче ${MIN_PASSWORD_LENGTH} символов`
  if (password.length > 1024) return 'Пароль должен быть не длиннее 1024 символов'
  const kinds = [/\p{Ll}/u, /\p{Lu}/u, /\p{Nd}/u, /[^\p{L}\p{Nd}]/u].filter((kind) => kind.test(password)).length
  if (kinds < 3)
    return 'Пароль должен содержать символы трёх видов из четырёх: строчные и прописные буквы, цифры, знаки'
  const lower = password.toLowerCase()
  for (const word of avoid) {
    if (word.length >= 3 && lower.includes(word.toLowerCase())) return 'Пароль не должен содержать имя учётной записи'
  }
  return null
}
