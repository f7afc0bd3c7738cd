import { Stack, Title } from '@mantine/core'
import { useState } from 'react'
import { useSearchParams } from 'react-router'
import { readPrefillInfo } from '../../../../lib/prefill-info'
import { useDocumentTitle } from '../../../../lib/use-document-title'
import { CreateOrderForm } from '../components/create-order-form'
import { startOf } from '../model/create-order-form'

/** /create-order?system&service&article: a new application, prefilled when it starts from an article. */
export function CreateOrderPage() {
  useDocumentTitle('Новая заявка')
  const [params] = useSearchParams()
  // Read once: later changes of the query or the storage do not reset what the user is typing.
  const [start] = useState(() => startOf(params, readPrefillInfo()))
  return (
    <Stack gap="md" p="md">
      <Title order={1}>Новая заявка</Title>
      <CreateOrderForm start={start} />
    </Stack>
  )
}
