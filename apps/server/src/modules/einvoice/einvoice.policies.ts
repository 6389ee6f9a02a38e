/** Only the creator of an e-invoice note may change or delete it (spec 001, sections 5 and 6). */
export function canChangeNote(note: { createdBy: string }, userId: string): boolean {
  return note.createdBy === userId;
}
