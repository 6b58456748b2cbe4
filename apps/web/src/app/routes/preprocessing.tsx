import { SignUpSteps } from '@/features/auth/components/sign-up-steps';
import { PreprocessingScreen } from '@/features/grading/components/preprocessing-screen';

export function Component() {
  return <PreprocessingScreen signUp={<SignUpSteps placement="dialog" />} />;
}
