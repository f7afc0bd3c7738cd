import { endpoint, MULTIPART } from './endpoint'

const auth = () => import('../auth')

/** The profile and the history of the user's data changes (SPEC §7 Auth and user). */
export const profileEndpoints = {
  changePhone: endpoint({
    method: 'PATCH',
    path: '/user/phone',
    schemas: () =>
      Promise.all([import('../profile'), auth()]).then(([profile, m]) => ({
        body: profile.changePhoneRequestSchema,
        response: m.userSchema,
      })),
  }),
  uploadAvatar: endpoint({
    method: 'PATCH',
    path: '/user/avatar',
    fallbackCode: 'FailedToUploadFiles',
    schemas: () => auth().then((m) => ({ body: MULTIPART, response: m.userSchema })),
  }),
  deleteAvatar: endpoint({
    method: 'DELETE',
    path: '/user/avatar',
    schemas: () => auth().then((m) => ({ response: m.userSchema })),
  }),
  /** Remembers that the user closed «Вы не состоите ни в одной организации» (not offered at sign-in again). */
  dismissNoOrganizationNotice: endpoint({
    method: 'POST',
    path: '/user/no-organization-notice/dismiss',
    schemas: () => auth().then((m) => ({ response: m.noticeDismissedSchema })),
  }),
  getUserDataChanges: endpoint({
    method: 'GET',
    path: '/userdatachange',
    schemas: () =>
      import('../user-data-changes').then((m) => ({
        query: m.userDataChangesQuerySchema,
        response: m.userDataChangesPageSchema,
      })),
  }),
}
