import { Stack } from '@mantine/core'
import { useParams } from 'react-router'
import { paths } from '../../../../lib/paths'
import { useDocumentTitle } from '../../../../lib/use-document-title'
import { useListsSeeRead, useOrder } from '../api/order-api'
import { DeskStateNotice } from '../components/desk-state-notice'
import { OrderActions } from '../components/order-actions'
import { OrderComments } from '../components/order-comments'
import { OrderDetails } from '../components/order-details'
import { OrderHeader } from '../components/order-header'
import { OrderLoadState } from '../components/order-load-state'

/** /orders/{id} (SPEC §2): the applicant's order with its conversation, files and the actions its status allows. */
export function OrderPage() {
  const { id = '' } = useParams()
  const order = useOrder(id)
  useListsSeeRead(order.data?.unread === true)
  useDocumentTitle(order.data ? `Заявка №${order.data.number}` : 'Заявка')
  return (
    <OrderLoadState query={order}>
      {(data) => (
        <Stack gap="lg">
          <OrderHeader order={data} back={{ to: paths.orders, label: 'Все заявки' }} />
          <DeskStateNotice state={data.serviceDesk ?? null} />
          <OrderActions order={data} />
          <OrderDetails order={data} />
          <OrderComments comments={data.comments} />
        </Stack>
      )}
    </OrderLoadState>
  )
}
