// The logo files the simulator gives its teams and championships: crests drawn from the id by the
// feed's crest routes (feed/crests), which serve `<id>.svg` under /sfiles/logo_teams/ and
// /sfiles/logo_champs/ (wire-format §1.4 O1IMG/O2IMG, §1.5 CHIMG).

export function crestFile(id: number): string {
  return `${id}.svg`;
}
