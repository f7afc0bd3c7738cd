import { describe, expect, it } from 'vitest'
import { queueRequest, readQueueFilter, writeQueueFilter } from './queue-filter'

describe('the operator queue filter', () => {
  it('reads the URL, falling back to every open application', () => {
    expect(readQueueFilter(new URLSearchParams('queue=mine&subject=Ошибка'))).toEqual({
      queue: 'mine',
      number: '',
      subject: 'Ошибка',
      status: '',
      author: '',
    })
    expect(readQueueFilter(new URLSearchParams('queue=everything')).queue).toBe('all')
  })

  it('writes only what is set and starts again at page 1', () => {
    const next = writeQueueFilter(new URLSearchParams('page=3&queue=mine&author=Иванов'), {
      queue: 'all',
      number: ' 12 ',
      subject: '',
      status: 'waiting',
      author: '',
    })
    expect(next.toString()).toBe('number=12&status=waiting')
  })

  it('turns the filter into the table view state of the queue call', () => {
    const filter = { queue: 'all', number: '7', subject: 'сеть', status: 'inprogress', author: 'Петр' } as const
    expect(queueRequest(filter, 2, 25)).toEqual({
      page: 2,
      itemsPerPage: 25,
      applicationFilter: {
        number: 7,
        subject: { text: 'сеть', contains: true },
        status: 'inprogress',
        authorFio: { text: 'Петр', contains: true },
      },
      sortBy: { title: 'updatedAt', sortOrder: 'Desc' },
    })
    expect(queueRequest({ ...filter, number: '7a' }, 1, 25).applicationFilter.number).toBeUndefined()
  })
})
