import { zodResolver } from '@hookform/resolvers/zod';
import { MESSAGES, type Profile, ZProfileFields } from '@partsmith/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { FormError } from '../../../../components/form-error';
import { Button } from '../../../../components/ui/button';
import { Field } from '../../../../components/ui/field';
import { errorMessage } from '../../../../lib/error-message';
import { useTrpc } from '../../../../lib/use-trpc';

interface ProfileFormProps {
  profile: Profile;
  onDone: () => void;
}

/** Edits the profile's own fields, all required (spec §5); name, email and role are not the user's to change. */
export function ProfileForm({ profile, onDone }: ProfileFormProps) {
  const trpc = useTrpc();
  const queryClient = useQueryClient();
  const form = useForm({
    resolver: zodResolver(ZProfileFields),
    defaultValues: {
      phone: profile.phone ?? '',
      address: profile.address ?? '',
      linkedin: profile.linkedin ?? '',
      education: profile.education ?? '',
      nid: profile.nid ?? '',
    },
  });
  const update = useMutation(
    trpc.users.updateProfile.mutationOptions({
      onSuccess: async () => {
        await queryClient.invalidateQueries({ queryKey: trpc.users.profile.queryKey() });
        toast.success(MESSAGES.profileUpdated);
        onDone();
      },
    }),
  );
  const { errors } = form.formState;
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
      <Field
        label="Phone"
        type="tel"
        autoComplete="tel"
        required
        error={errors.phone?.message}
        {...form.register('phone')}
      />
      <Field
        label="Address"
        autoComplete="street-address"
        required
        error={errors.address?.message}
        {...form.register('address')}
      />
      <Field
        label="LinkedIn URL"
        type="url"
        placeholder="https://www.linkedin.com/in/your-name"
        required
        error={errors.linkedin?.message}
        {...form.register('linkedin')}
      />
      <Field label="Education" required error={errors.education?.message} {...form.register('education')} />
      <Field
        label="NID"
        hint="Your national ID number."
        required
        error={errors.nid?.message}
        {...form.register('nid')}
      />
      <FormError message={update.error && errorMessage(update.error)} />
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
