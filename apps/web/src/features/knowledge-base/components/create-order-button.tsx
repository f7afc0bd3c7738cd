import { Button } from '@mantine/core'
import type { Article } from '@psp/contracts'
import { useNavigate } from 'react-router'
import { paths } from '../../../lib/paths'
import { storePrefillInfo } from './prefill-info'

/** «Создать заявку»: the application form starts from this article's system and service (SPEC §9 prefillInfo). */
export function CreateOrderButton({ article }: { article: Article }) {
  const navigate = useNavigate()
  return (
    <Button
      onClick={() => {
        storePrefillInfo(article)
        navigate(paths.createOrder)
      }}
    >
      Создать заявку
    </Button>
  )
}
