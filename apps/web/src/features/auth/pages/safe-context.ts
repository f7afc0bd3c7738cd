/** Only same-site paths are followed after login, never another origin. */
export function safeContext(context: string | null): string | null {
  if (!context || !context.startsWith('/') || context.startsWith('//') || context.startsWith('/\\')) return null
  if (context.startsWith('/login')) return null
  return context
}
