# The API service of docker-compose.yml: Node 20 running server/start.ts with tsx.
FROM node:20-slim
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm install --no-audit --no-fund
COPY . .
EXPOSE 4000
CMD ["npx", "tsx", "server/start.ts"]
