/**
 * A text that a spreadsheet would read as a formula (=, +, -, @, or a tab or carriage return before one) gets a
 * leading apostrophe, so a name like `=HYPERLINK(...)` stays text when an Admin opens the export.
 */
export const neutraliseCell = (value: string) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value)
