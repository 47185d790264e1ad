import { Container, Paper, SimpleGrid, Tabs, Text, Title } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { AuthBenefits } from './auth-benefits';
import type { AuthTab } from './auth-search';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';

const route = getRouteApi('/auth');

/** /auth: Login and Register tabs beside the benefits of an account. */
export function AuthPage() {
  const { redirect, tab = 'login' } = route.useSearch();
  const navigate = route.useNavigate();
  const showTab = (next: AuthTab) => void navigate({ search: (previous) => ({ ...previous, tab: next }), replace: true });

  return (
    <Container size="lg" py={{ base: 'lg', sm: 48 }}>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
          <Title order={1} mb={4}>
            {tab === 'login' ? 'Welcome back' : 'Create your account'}
          </Title>
          <Text c="dimmed" mb="lg">
            {redirect ? 'Please sign in to continue.' : 'Sign in or register to use Bible Chat and the Study Hub.'}
          </Text>
          <Tabs value={tab} onChange={(value) => showTab(value === 'register' ? 'register' : 'login')} keepMounted={false}>
            <Tabs.List grow mb="lg">
              <Tabs.Tab value="login">Login</Tabs.Tab>
              <Tabs.Tab value="register">Register</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="login">
              <LoginForm redirect={redirect} onSwitchToRegister={() => showTab('register')} />
            </Tabs.Panel>
            <Tabs.Panel value="register">
              <RegisterForm redirect={redirect} onSwitchToLogin={() => showTab('login')} />
            </Tabs.Panel>
          </Tabs>
        </Paper>
        <AuthBenefits />
      </SimpleGrid>
    </Container>
  );
}
