import { useState } from 'react';
import type { Child } from '../../../contract/children';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { readerChosen, selectReadingChild } from '../../lib/activeReader';
import { messageOf, type ServerError } from '../../lib/serverData/api';
import type { SaveFailure } from './ChildProfileDialog';
import { chooseReader } from './chooseReader';
import {
  REMOVE_CHILD_FAILED,
  SAVE_CHILD_FAILED,
  useAddChildProfileMutation,
  useChangeChildProfileMutation,
  useRemoveChildProfileMutation,
} from './childrenApi';
import { changedFields, fieldsOf, newProfileFields, type ProfileFields } from './profileFields';

/** A profile being added (`child` null) or changed, as its form was opened. */
export interface Editing {
  child: Child | null;
  initial: ProfileFields;
  /** Each opening of the form is a new form. */
  round: number;
}

const failureOf = (error: unknown, fallback: string): SaveFailure => {
  const failure = error as Partial<ServerError> | undefined;
  return { message: messageOf(failure, fallback), issues: failure?.issues };
};

/**
 * Adding, changing and deleting the account's profiles, and what the screen shows of it: the
 * form open, the save's refusal, the profile asked to delete, the deletion's refusal. The
 * tab's reader follows: a child renamed shows renamed in the top bar; a child deleted hands
 * the device back to the grown-up.
 */
export function useProfileChanges(uid: string, children: readonly Child[]) {
  const dispatch = useAppDispatch();
  const reading = useAppSelector(selectReadingChild);
  const storyLanguage = useAppSelector((state) => state.settings.language);
  const interfaceLanguage = useAppSelector((state) => state.interfaceLanguage.language);
  const [addChild, adding] = useAddChildProfileMutation();
  const [changeChild, changing] = useChangeChildProfileMutation();
  const [removeChild, removing] = useRemoveChildProfileMutation();
  const [editing, setEditing] = useState<Editing | null>(null);
  const [saveFailure, setSaveFailure] = useState<SaveFailure | null>(null);
  const [deleting, setDeleting] = useState<Child | null>(null);
  const [removeFailure, setRemoveFailure] = useState<SaveFailure | null>(null);

  const open = (child: Child | null) => {
    setSaveFailure(null);
    setEditing({
      child,
      round: (editing?.round ?? 0) + 1,
      initial: child
        ? fieldsOf(child)
        : newProfileFields(
            children.map((each) => each.avatar),
            { story: storyLanguage, interface: interfaceLanguage },
          ),
    });
  };

  const changeProfile = async (child: Child, change: Partial<ProfileFields>) => {
    if (!Object.keys(change).length) return;
    const saved = await changeChild({ id: child.id, change }).unwrap();
    // The top bar shows the reader's new nickname and picture at once.
    if (reading?.id === saved.id) {
      const { id, nickname, avatar } = saved;
      dispatch(readerChosen({ account: uid, child: { id, nickname, avatar } }));
    }
  };

  const save = async (fields: ProfileFields) => {
    if (!editing) return;
    setSaveFailure(null);
    try {
      if (editing.child) await changeProfile(editing.child, changedFields(editing.initial, fields));
      else await addChild(fields).unwrap();
      setEditing(null);
    } catch (error) {
      setSaveFailure(failureOf(error, SAVE_CHILD_FAILED));
    }
  };

  const remove = async (child: Child) => {
    setDeleting(null);
    setRemoveFailure(null);
    try {
      await removeChild(child.id).unwrap();
      // Their reading went with them: the grown-up reads on this device now.
      if (reading?.id === child.id) dispatch(chooseReader(null));
    } catch (error) {
      setRemoveFailure(failureOf(error, REMOVE_CHILD_FAILED));
    }
  };

  return {
    editing,
    open,
    close: () => setEditing(null),
    save: (fields: ProfileFields) => void save(fields),
    saving: adding.isLoading || changing.isLoading,
    saveFailure,
    deleting,
    askToDelete: setDeleting,
    remove: () => void (deleting && remove(deleting)),
    removing: removing.isLoading,
    removeFailure,
    forgetRemoveFailure: () => setRemoveFailure(null),
  };
}
