import classes from './table-cards.module.css'

/**
 * The class of a list table that reads as cards on a phone (ADR 0034). Its cells name their column with `data-label`
 * (`cardLabel`), shown before the value in the card.
 */
export const TABLE_CARDS_CLASS = classes.cards

/** The `data-label` of a cell: its column's name in the phone's card. */
export const cardLabel = (column: string) => ({ 'data-label': column })
