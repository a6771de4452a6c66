/** The inventory ledger's texts the API writes into files (the movement history export). */
export const inventoryLedger = {
  /** Who a null party of a movement is: the programme's own stock. */
  programHolder: 'Estoque do programa',
  historyColumns: {
    createdAt: 'Data (horário de São Paulo)',
    createdBy: 'Registrado por',
    fromUser: 'De',
    toUser: 'Para',
    inventoryType: 'Tipo de estoque',
    groupName: 'Grupo',
    itemName: 'Item',
    amount: 'Quantidade',
    distributionType: 'Tipo de distribuição',
    reason: 'Motivo',
    procedureCode: 'Solicitação',
  },
  historyFileName: 'Movimentacoes-Estoque',
  historySheetName: 'Movimentações',
  voucherTemplateFileName: 'Modelo-Distribuicao-Vouchers.xlsx',
  voucherSheetName: 'Vouchers',
  /** The reason the ledger records for each movement of a voucher spreadsheet import. */
  voucherImportReason: 'Distribuição por planilha',
};
