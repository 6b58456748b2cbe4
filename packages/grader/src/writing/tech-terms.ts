/**
 * Technology names and resume vocabulary (Latin honours, degree abbreviations). Harper
 * learns them at set-up, for the ones its dictionary lacks, and the grammar, spelling
 * and repetition checks leave them alone: naming your stack twice is not a writing fault.
 * Dotted names (Node.js, Ph.D.), acronyms and camelCase are also recognised by shape
 * (tokens.ts). Plain English words (Spring, Express, Excel) stay out so their ordinary use
 * is still checked.
 */
export const techTerms: readonly string[] = `
JavaScript TypeScript Python Java Kotlin Scala Golang Ruby Perl PHP Haskell Erlang Elixir
Clojure Lua Julia Matlab Fortran Verilog SystemVerilog VHDL Bash zsh PowerShell Nodejs Deno
WebAssembly Wasm Solidity Cobol Groovy Objective-C

React Reactjs Redux Angular AngularJS Vue Vuejs Svelte SvelteKit Nextjs Nuxt Gatsby jQuery
Bootstrap Tailwind Webpack Vite Babel ESLint Prettier Storybook Sass SCSS Pug Handlebars Figma
Flutter Ionic Xamarin SwiftUI UIKit Jetpack frontend backend fullstack microservice
microservices devops DevOps SecOps DevSecOps MLOps GitOps FinOps offboarding autoscaling API
APIs SDK SDKs CLI CLIs UX UI GUI SaaS PaaS IaaS IaC eCommerce ecommerce edtech healthtech
geospatial multithreaded LLM LLMs RESTful gRPC GraphQL WebSocket WebSockets OAuth JWT SAML SSO
OpenID JSON YAML XML HTML HTML5 CSS CSS3 HTTP HTTPS TCP UDP DNS VPN VPC CDN

Django Flask FastAPI NestJS Laravel Sinatra Fastify Koa Hapi Celery SQLAlchemy Hibernate Prisma
Sequelize Mongoose Kysely PostgreSQL Postgres MySQL SQLite MariaDB MongoDB Redis Memcached
Cassandra DynamoDB Elasticsearch OpenSearch Kibana Logstash Filebeat InfluxDB Neo4j Snowflake
BigQuery Redshift Databricks Spark PySpark Hadoop Kafka RabbitMQ ZeroMQ NATS Airflow dbt Flink
Presto Trino Tableau PowerBI Looker Metabase Grafana Prometheus Telegraf Datadog Splunk Sentry
PagerDuty NewRelic Jaeger Zipkin OpenTelemetry Nginx Apache Tomcat HAProxy Istio Linkerd
Terraform Pulumi Ansible Vagrant Docker Dockerfile Podman Kubernetes Kustomize ArgoCD Argo
Jenkins CircleCI TravisCI GitLab GitHub Bitbucket Git Jira Confluence Trello Asana Linux Ubuntu
Debian CentOS RHEL Fedora macOS iOS Android Unix AWS GCP Azure Heroku Vercel Netlify Cloudflare
DigitalOcean Firebase Supabase Lambda CloudFormation CloudWatch CloudFront ElastiCache Fargate
Graviton Okta Auth0 Stripe Twilio SendGrid Shopify Salesforce HubSpot Zapier Postman Swagger
OpenAPI Selenium Cypress Playwright Puppeteer Vitest JUnit pytest RSpec Gradle Maven npm Yarn
pnpm pip Conda Anaconda Jupyter NumPy Pandas SciPy Matplotlib scikit-learn TensorFlow PyTorch
Keras OpenCV LangChain OpenAI XGBoost LightGBM CUDA ROS Simulink LabVIEW AutoCAD SolidWorks
Solidworks KiCad Altium LTspice Arduino FPGA FPGAs ASIC SoC SoCs MCU MCUs UART SPI I2C STM32
ARMv7 ARMv8 RTOS FreeRTOS firmware LaTeX XeLaTeX Overleaf Markdown PowerPoint Photoshop
Illustrator InDesign Lightroom Canva Agile Scrum Kanban

GPA cum laude magna summa PhD MSc BSc MBA MEng BEng mentee mentees KPI KPIs OKR OKRs ROI B2B B2C
`
  .split(/\s+/)
  .filter((term) => term.length > 0);

const lowercased = new Set(techTerms.map((t) => t.toLowerCase()));

/** True for a listed term in any letter case ('kubernetes', 'POSTGRESQL'). */
export const isTechTerm = (token: string): boolean => lowercased.has(token.toLowerCase());
