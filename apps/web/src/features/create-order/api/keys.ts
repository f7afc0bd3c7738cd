/** Query keys of the application form; the catalogue keys match the knowledge base's, so its cache is shared. */
export const createOrderKeys = {
  systems: () => ['kb', 'systems'] as const,
  services: (systemUuid: string) => ['kb', 'services', systemUuid] as const,
  hint: (serviceUuid: string) => ['create-order', 'hint', serviceUuid] as const,
  applicationTypes: (serviceUuid: string) => ['create-order', 'application-types', serviceUuid] as const,
  warranties: () => ['create-order', 'warranties'] as const,
  impacts: () => ['create-order', 'impacts'] as const,
  suggestions: (text: string) => ['create-order', 'suggestions', text] as const,
}
