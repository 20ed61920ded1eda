import type { ErrorMessages } from './error-messages'

const DASHBOARD = 'el panel de organizador (página de la organización, pestaña API)'

/** API failures explained in Spanish (src/app/languages/es-app.ts). */
export const errorsEs: ErrorMessages = {
  token: {
    MISSING_API_TOKEN: {
      title: 'No se ha aceptado ningún token',
      detail: `La API no ha recibido un token que reconozca como suyo (prefijo incorrecto, o ninguno). Pegue el token completo de ${DASHBOARD}.`,
    },
    INVALID_API_TOKEN: {
      title: 'Este token no es válido',
      detail: `La API no conoce este token: se revocó, está mal escrito o es de otro entorno (un token live con una API de pruebas, o al revés). Cree uno nuevo en ${DASHBOARD}.`,
    },
    EXPIRED_API_TOKEN: {
      title: 'El token ha caducado',
      detail: `Genere un token nuevo en ${DASHBOARD} y péguelo aquí.`,
    },
    INSUFFICIENT_SCOPE: {
      title: 'Este token no puede leer',
      detail: `Al token le falta el permiso «read», que necesitan todas las páginas. Cree un token con el permiso de lectura en ${DASHBOARD}.`,
    },
  },
  proxyToken: {
    title: 'El token del proxy de pantallas ya no funciona',
    detail:
      'La API ha rechazado el token que guarda el proxy de pantallas a través del que lee este visor (revocado, caducado o sin permiso de lectura). Avise a quien gestiona el proxy: necesita un token de lectura nuevo. Desde este navegador no se puede arreglar nada.',
  },
  notFound: {
    title: 'No se encuentra en su organización',
    detail:
      'Nada con este identificador pertenece a la organización de su token. Puede ser de otra organización, o ya no existe.',
  },
  invalidId: {
    title: 'El identificador de este enlace está mal formado',
    detail: 'La dirección no contiene un identificador válido. Compruebe que el enlace se copió entero.',
  },
  badRequest: (messages) => ({
    title: 'La API ha rechazado esta petición',
    detail: messages.length > 0 ? messages.join(' ') : 'No se ha aceptado un parámetro de esta página.',
  }),
  rateLimited: (seconds, scope) => ({
    title: 'Límite de peticiones alcanzado',
    detail:
      scope === 'token'
        ? `Este token ha gastado sus peticiones de este minuto. Nuevo intento en ${seconds} s.`
        : `Demasiadas peticiones desde esta red. Nuevo intento en ${seconds} s.`,
  }),
  offline: { title: 'No hay conexión', detail: 'La página se actualizará cuando vuelva la conexión.' },
  unreachable: {
    title: 'No se puede acceder a la API',
    detail:
      'Compruebe la dirección de la API y su conexión. Un servidor que no admite este sitio (CORS) se ve igual.',
  },
  timeout: {
    title: 'La API no responde',
    detail: 'Ha tardado demasiado en responder. Nuevo intento en breve.',
  },
  server: (status) => ({
    title: 'La API ha tenido un problema',
    detail: `Ha respondido con un error (${status}). Nuevo intento en breve.`,
  }),
  unexpectedResponse: (field) => ({
    title: 'Respuesta inesperada de la API',
    detail: field
      ? `Los datos no tenían la forma esperada (en «${field}»). El resto de la aplicación sigue funcionando.`
      : 'No se han podido leer los datos. El resto de la aplicación sigue funcionando.',
  }),
  unknown: { title: 'Algo ha fallado', detail: 'Vuelva a intentarlo o recargue la página.' },
}
