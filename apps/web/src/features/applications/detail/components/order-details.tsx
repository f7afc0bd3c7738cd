import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import type { Application } from '@psp/contracts'
import type { ReactNode } from 'react'
import { formatDateTime } from '../../../../lib/format-date'
import { AttachmentList } from './attachment-list'
import { orDash } from '../../../../ui/empty-value'

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text component="dt" size="sm" c="gray.7">
        {label}
      </Text>
      <Text component="dd" m={0} style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Stack>
  )
}

/** What the order is about and who deals with it (SPEC §2 Applications: the order page). */
export function OrderDetails({ order }: { order: Application }) {
  return (
    <Paper withBorder p="md">
      <Stack gap="md">
        <SimpleGrid component="dl" m={0} cols={{ base: 1, sm: 2, md: 3 }} spacing="md" verticalSpacing="sm">
          <Field label="Система">{orDash(order.system.title)}</Field>
          <Field label="Сервис">{orDash(order.service.title)}</Field>
          <Field label="Тип заявки">{orDash(order.applicationType)}</Field>
          <Field label="Гарантия">{orDash(order.warranty)}</Field>
          <Field label="Влияние">{orDash(order.impact)}</Field>
          <Field label="Оценка">{orDash(order.mark)}</Field>
          <Field label="Дата создания">{formatDateTime(order.createdAt)}</Field>
          <Field label="Дата изменения">{formatDateTime(order.updatedAt)}</Field>
          <Field label="Заявитель">
            {orDash(order.authorFio)}
            {order.organizationName ? `, ${order.organizationName}` : ''}
          </Field>
          <Field label="Телефон заявителя">{orDash(order.authorPhone)}</Field>
          <Field label="Исполнитель">{order.assigneeFio ?? 'Не назначен'}</Field>
        </SimpleGrid>
        <Stack gap={4}>
          <Title order={2} size="h5">
            Описание
          </Title>
          <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{order.text}</Text>
        </Stack>
        {order.files.length > 0 && (
          <Stack gap={4}>
            <Title order={2} size="h5">
              Файлы заявки
            </Title>
            <AttachmentList files={order.files} />
          </Stack>
        )}
      </Stack>
    </Paper>
  )
}
