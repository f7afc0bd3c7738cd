import type { DemoPeople } from './demo-accounts'

interface DemoAlert {
  recipient: string | null
  title: string
  text: string
  link: string | null
  publicationAt: Date
  readBy: string[]
}

const DAY = 86_400_000

/** Alerts for every demo user, read and unread; more than nine unread for the employee to show the «9+» badge. */
export function demoAlerts(p: DemoPeople, now: Date): DemoAlert[] {
  const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * DAY)
  const list: DemoAlert[] = [
    {
      recipient: null,
      title: '<b>Плановые работы</b> на портале',
      text: 'В субботу с 10:00 до 12:00 по московскому времени портал может быть недоступен.',
      link: null,
      publicationAt: at(1),
      readBy: [p.admin],
    },
    {
      recipient: null,
      title: 'Обновлена база знаний',
      text: 'Добавлены статьи о подаче документов на экспертизу и работе с электронной подписью.',
      link: '/knowledge-base',
      publicationAt: at(3),
      readBy: [p.admin, p.orgAdmin, p.individual],
    },
  ]
  const personal = (recipient: string, count: number, read: number) => {
    for (let i = 0; i < count; i++) {
      list.push({
        recipient,
        title: `Изменен статус заявки № ${1000 + i}`,
        text: `Заявка № ${1000 + i} переведена в статус «В работе».`,
        link: '/orders',
        publicationAt: at(5 + i),
        readBy: i < read ? [recipient] : [],
      })
    }
  }
  personal(p.employee, 12, 2)
  personal(p.orgAdmin, 3, 1)
  personal(p.individual, 3, 1)
  personal(p.pending, 2, 1)
  personal(p.admin, 2, 1)
  return list
}
