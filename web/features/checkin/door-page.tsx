/** Door mode: built in the check-in work (placeholder until then). */
export function DoorPage() {
  return <main className="door-page" />;
}
