import { Stack } from '@mantine/core'
import { useParams } from 'react-router'
import { paths } from '../../../../lib/paths'
import { useDocumentTitle } from '../../../../lib/use-document-title'
import { useOrder } from '../api/order-api'
import { OperatorActions } from '../components/operator-actions'
import { OrderComments } from '../components/order-comments'
import { OrderDetails } from '../components/order-details'
import { OrderHeader } from '../components/order-header'
import { OrderLoadState } from '../components/order-load-state'

/** One application in the operator console: the same card as the applicant's, with the operator's actions. */
export function ServiceDeskApplicationPage() {
  const { id = '' } = useParams()
  const order = useOrder(id)
  useDocumentTitle(order.data ? `Заявка №${order.data.number} — служба поддержки` : 'Служба поддержки')
  return (
    <OrderLoadState query={order}>
      {(data) => (
        <Stack gap="lg">
          <OrderHeader order={{ ...data, unread: false }} back={{ to: paths.serviceDesk, label: 'Очередь заявок' }} />
          <OperatorActions order={data} />
          <OrderDetails order={data} />
          <OrderComments comments={data.comments} />
        </Stack>
      )}
    </OrderLoadState>
  )
}
