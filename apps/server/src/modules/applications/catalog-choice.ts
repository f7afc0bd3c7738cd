import type { CreateApplicationInput } from '@psp/contracts'
import type { AppContext } from '../../platform/context'
import { AppError } from '../../platform/errors'
import { findService, findSystem } from '../knowledge-base/catalog.repository'

const invalid = (field: keyof CreateApplicationInput, message: string) =>
  new AppError('ValidationError', message, { [field]: message })

/**
 * Checks the system, service, type, warranty and impact a new application names against the knowledge base and the
 * service desk's dictionaries, and answers their titles as they are now (the application keeps them).
 */
export async function resolveCatalogChoice(ctx: AppContext, input: CreateApplicationInput) {
  const [system, service] = await Promise.all([
    findSystem(ctx.db, input.systemUuid),
    findService(ctx.db, input.serviceUuid),
  ])
  if (!system) throw invalid('systemUuid', 'Система не найдена')
  if (!service || service.systemId !== system.id)
    throw invalid('serviceUuid', 'Сервис не относится к выбранной системе')
  const desk = ctx.serviceDesk
  const [types, warranties, impacts] = await Promise.all([
    desk.applicationTypes(service),
    desk.warranties(),
    desk.impacts(),
  ])
  const applicationType = types.find((t) => t.fullyQualifiedName === input.applicationType)
  if (!applicationType) throw invalid('applicationType', 'Тип заявки не найден')
  const warranty = warranties.find((w) => w.value === input.warranty)
  if (!warranty) throw invalid('warranty', 'Значение не найдено')
  const impact = impacts.find((i) => i.value === input.impact)
  if (!impact) throw invalid('impact', 'Значение не найдено')
  return { system, service, applicationType, warranty: warranty.text, impact: impact.text }
}
