import { Button } from '@mantine/core'
import type { Article } from '@psp/contracts'
import { useNavigate } from 'react-router'
import { paths } from '../../../lib/paths'
import { storePrefillInfo } from '../../../lib/prefill-info'

/**
 * «Создать заявку»: the application form starts from this article's system and service (SPEC §9 prefillInfo, with
 * the titles), and the same uuids in the query so a reload keeps them; the form sends the article with the
 * application, which records the CreateApplication event.
 */
export function CreateOrderButton({ article }: { article: Article }) {
  const navigate = useNavigate()
  return (
    <Button
      onClick={() => {
        storePrefillInfo(article)
        void navigate(
          paths.createOrderFrom({ system: article.system.uuid, service: article.service.uuid, article: article.uuid }),
        )
      }}
    >
      Создать заявку
    </Button>
  )
}
