import { Container, Stack, Text, Title } from '@mantine/core'
import { SignedInProviders } from '../../../app/layout/signed-in-providers'
import { ButtonsSection } from '../components/buttons-section'
import { DatesSection } from '../components/dates-section'
import { FileIconsSection, FilesSection } from '../components/files-section'
import { InputsSection } from '../components/inputs-section'
import { MenusSection } from '../components/menus-section'
import { BadgesSection, SliderSection } from '../components/misc-section'
import { ModalsSection } from '../components/modals-section'
import { PagerSection } from '../components/pager-section'
import { StatesSection } from '../components/states-section'
import { useDocumentTitle } from '../../../lib/use-document-title'

/** The UI kit of SPEC §2 (/ui-kit): every shared component with working examples; open without signing in. */
export function UiKitPage() {
  useDocumentTitle('UI-kit')
  return (
    <SignedInProviders>
      <Container size="lg" py="xl" component="main">
        <Stack gap="lg">
          <div>
            <Title order={1}>UI-кит портала</Title>
            <Text c="gray.7">Общие компоненты из apps/web/src/ui с примерами использования</Text>
          </div>
          <StatesSection />
          <ButtonsSection />
          <PagerSection />
          <InputsSection />
          <MenusSection />
          <ModalsSection />
          <FilesSection />
          <FileIconsSection />
          <DatesSection />
          <BadgesSection />
          <SliderSection />
        </Stack>
      </Container>
    </SignedInProviders>
  )
}
