/**
 * The web path of an application's page. An application's alerts lead there, and that link is also how the alerts
 * about an application are found when the user reads the application itself.
 */
export const APPLICATION_PATH_PREFIX = '/orders/'

export const applicationPath = (id: string) => `${APPLICATION_PATH_PREFIX}${id}`
