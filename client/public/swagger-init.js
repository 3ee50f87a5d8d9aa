// Swagger UI bootstrap for /api/docs, kept out of the HTML so the CSP can forbid inline scripts.
window.ui = SwaggerUIBundle({ url: '/api/openapi.json', dom_id: '#swagger-ui', deepLinking: true });
