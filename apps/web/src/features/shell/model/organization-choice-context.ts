import { createContext, useContext } from 'react'

export interface OrganizationChoiceApi {
  /** Opens the choice (or the instructions when the user has no organizations); from the header it ends on home. */
  open: (options?: { fromHeader?: boolean }) => void
}

export const OrganizationChoiceContext = createContext<OrganizationChoiceApi>({ open: () => {} })

export const useOrganizationChoice = () => useContext(OrganizationChoiceContext)
