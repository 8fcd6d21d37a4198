import { GrownUpsGate } from '../grownUps';
import { FamilyView } from './FamilyView';

/** /family: each child's reading, behind the grown-ups' gate. */
export default function FamilyPage() {
  return (
    <GrownUpsGate>
      <FamilyView />
    </GrownUpsGate>
  );
}
