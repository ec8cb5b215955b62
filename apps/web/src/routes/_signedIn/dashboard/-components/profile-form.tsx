import { MESSAGES, type Profile, ZProfileFields } from '@partsmith/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../../components/ui/button';
import { Field } from '../../../../components/ui/field';
import { FormField } from '../../../../lib/forms/form-field';
import { FormServerError } from '../../../../lib/forms/form-server-error';
import { showServerError } from '../../../../lib/forms/show-server-error';
import { useZodForm } from '../../../../lib/forms/use-zod-form';
import { useAppContext } from '../../../../lib/use-app-context';

interface ProfileFormProps {
  profile: Profile;
  onDone: () => void;
}

/** Edits the profile's own fields, all required (spec §5); name, email and role are not the user's to change. */
export function ProfileForm({ profile, onDone }: ProfileFormProps) {
  const { trpc } = useAppContext();
  const queryClient = useQueryClient();
  const form = useZodForm(ZProfileFields, {
    phone: profile.phone ?? '',
    address: profile.address ?? '',
    linkedin: profile.linkedin ?? '',
    education: profile.education ?? '',
    nid: profile.nid ?? '',
  });
  const update = useMutation(
    trpc.users.updateProfile.mutationOptions({
      onSuccess: async () => {
        await queryClient.invalidateQueries({ queryKey: trpc.users.profile.queryKey() });
        toast.success(MESSAGES.profileUpdated);
        onDone();
      },
      onError: (error) => showServerError(form, error),
    }),
  );
  const onSubmit = form.handleSubmit((values) => update.mutate(values));

  useEffect(() => form.setFocus('phone'), [form]);

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="space-y-5 rounded-md border border-graphite-200 bg-white p-5 sm:p-6"
    >
      <Field label="Name" value={profile.name} readOnly />
      <Field label="Email" value={profile.email} readOnly />
      <FormField form={form} name="phone" label="Phone" type="tel" autoComplete="tel" required />
      <FormField form={form} name="address" label="Address" autoComplete="street-address" required />
      <FormField
        form={form}
        name="linkedin"
        label="LinkedIn URL"
        type="url"
        placeholder="https://www.linkedin.com/in/your-name"
        required
      />
      <FormField form={form} name="education" label="Education" required />
      <FormField form={form} name="nid" label="NID" hint="Your national ID number." required />
      <FormServerError form={form} />
      <div className="flex flex-col-reverse gap-3 sm:flex-row">
        <Button variant="secondary" onClick={onDone} disabled={update.isPending}>
          Cancel
        </Button>
        <Button type="submit" loading={update.isPending}>
          Save profile
        </Button>
      </div>
    </form>
  );
}
