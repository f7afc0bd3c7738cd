import { can, type PolicyActor } from '@psp/contracts/policies/index'
import { paths } from '../../../lib/paths'
import { portalSettings } from '../../../lib/portal-settings'

export interface ProfileMenuItem {
  label: string
  to: string
  /** The red dot of SPEC §2 belongs to the non-admin's «Оповещения». */
  showsUnreadDot?: boolean
}

/** The report screens, for those the reports rule allows (SPEC leaves their place open; see docs/adr). */
const REPORT_ITEMS: ProfileMenuItem[] = [
  { label: 'Отчеты по статьям', to: paths.articleReports },
  { label: 'Пробелы базы знаний', to: paths.knowledgeGaps },
]

/** The profile dropdown of SPEC §2 by what the user may do ('Выйти' is added by the menu itself). */
export function profileMenuItems(
  actor: PolicyActor,
  { reports = false, builtInServiceDesk = portalSettings().builtInServiceDesk } = {},
): ProfileMenuItem[] {
  const extra = reports ? REPORT_ITEMS : []
  if (can(actor, 'administer')) {
    return [
      { label: 'Пользователи', to: paths.accounts },
      { label: 'Организации', to: paths.organizations },
      { label: 'Оповещения', to: paths.notifications },
      { label: 'Администрирование', to: paths.administration },
      // Not named by SPEC: webhooks for other systems (ADR 0032).
      { label: 'Вебхуки', to: paths.webhooks },
      // Not named by SPEC: the operator console of the built-in service desk (issue 10); an external desk (ADR 0038)
      // has its own.
      ...(builtInServiceDesk ? [{ label: 'Служба поддержки', to: paths.serviceDesk }] : []),
      ...extra,
    ]
  }
  return [
    { label: 'Общая информация', to: paths.profile },
    { label: 'Мои организации', to: paths.myOrganizations },
    { label: 'Оповещения', to: paths.alerts, showsUnreadDot: true },
    ...extra,
  ]
}

const HIGHLIGHT_PREFIXES = [
  '/accounts',
  '/administration',
  '/employees',
  '/my-organizations',
  '/organization',
  '/reports',
  '/service-desk',
]

/** SPEC §2: the dropdown is highlighted on the general-info path and on the sections it leads to. */
export function isProfileHighlighted(pathname: string): boolean {
  return [paths.profile, ...HIGHLIGHT_PREFIXES].some((prefix) => pathname.startsWith(prefix))
}
