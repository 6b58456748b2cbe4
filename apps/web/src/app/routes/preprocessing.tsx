import { PreprocessingScreen } from '@/features/grading/components/preprocessing-screen';

export function Component() {
  return <PreprocessingScreen />;
}
