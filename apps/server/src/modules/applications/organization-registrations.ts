import { registerRegistrationDesk, type RegistrationRequest } from '../organizations/registration-desk'
import { findUserContact } from './applications.repository'

/** Where a registration sits in the desk's catalogue: the portal itself, not a system of the knowledge base. */
export const REGISTRATION_APPLICATION_TYPE = {
  title: 'Регистрация организации',
  fullyQualifiedName: 'portal/organization-registration',
}

const orDash = (value: string | null) => (value && value.trim() ? value : '—')

/** The application's text: everything the operators check before confirming the organization. */
export function registrationText(request: RegistrationRequest, applicant: { fio: string; email: string }) {
  const org = request.organization
  return [
    'Пользователь просит зарегистрировать организацию на портале и назначить его администратором организации.',
    `Полное наименование: ${org.fullName}`,
    `Краткое наименование: ${org.shortName}`,
    `ИНН: ${org.inn}`,
    `КПП: ${orDash(org.kpp)}`,
    `Заявитель: ${orDash(applicant.fio)}, ${applicant.email}`,
    request.fileIds.length
      ? `Документы, подтверждающие полномочия, приложены к заявке (${request.fileIds.length}).`
      : 'Документы, подтверждающие полномочия, не приложены.',
    'Подтвердите или отклоните регистрацию в разделе «Организации».',
  ].join('\n')
}

/** Registering an organization the portal does not know files an application to the operators (issue: applications). */
export function registerOrganizationRegistrations() {
  registerRegistrationDesk(async (ctx, tx, request) => {
    const applicant = await findUserContact(ctx.db, request.userId)
    return ctx.serviceDesk.fileApplication(tx, {
      userId: request.userId,
      organizationId: request.organization.id,
      systemName: 'Портал самообслуживания',
      serviceName: 'Организации',
      applicationType: REGISTRATION_APPLICATION_TYPE,
      subject: `Регистрация организации ${request.organization.shortName}, ИНН ${request.organization.inn}`,
      text: registrationText(request, applicant),
      fileIds: request.fileIds,
    })
  })
}
