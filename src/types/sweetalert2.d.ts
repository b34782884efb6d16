/**
 * Types for SweetAlert2's ES module build without built-in styles: the membership form loads
 * this build and the package's stylesheet itself, both in the form's lazily loaded chunk.
 */
declare module 'sweetalert2/dist/sweetalert2.esm.js' {
  import Swal from 'sweetalert2';
  export default Swal;
}
